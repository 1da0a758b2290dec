import { crc32 } from 'node:zlib';

/** A file to put in a ZIP archive. */
export interface ZipEntry {
  name: string;
  content: string | Buffer;
}

const dosDateTime = (date: Date): { time: number; day: number } => ({
  time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
  day: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
});

/** What the local file header and the central directory header both say of an entry. */
interface EntryFields {
  time: number;
  day: number;
  crc: number;
  size: number;
  nameLength: number;
}

/**
 * Writes, from `at`, the fields the local file header and the central directory header share: version
 * needed 2.0, UTF-8 names, method 0 (stored), DOS time and date, CRC-32, both sizes, name length, no extra field.
 */
const writeEntryFields = (header: Buffer, at: number, entry: EntryFields): void => {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  header.writeUInt16LE(0, at + 4);
  header.writeUInt16LE(entry.time, at + 6);
  header.writeUInt16LE(entry.day, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.size, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
  header.writeUInt16LE(0, at + 24);
};

/**
 * A ZIP archive (PKWARE APPNOTE, method 0 "stored", UTF-8 names) of the given files: enough for the generated
 * downloadable products of the sample catalogue, which ship no binaries.
 */
export const zipArchive = (entries: readonly ZipEntry[], modified: Date = new Date()): Buffer => {
  const { time, day } = dosDateTime(modified);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const fields = { time, day, crc: crc32(data), size: data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by, before the shared fields
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

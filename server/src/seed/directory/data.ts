/**
 * Magento's directory for the countries the stores sell to: ISO codes and the regions Magento ships for them
 * (states of US, provinces of CA, ES and IT — where store config requires a region — and the Länder of DE and
 * AT, optional there). Region ids are assigned in this order when seeding, but for the US and Canada, which keep
 * Magento's own ids (MAGENTO_REGION_IDS), the ones its API tests and clients send (Arizona 4, New York 43, Alberta 66).
 */

/** general/country/allow per website: the US store sells to North America, the EU store to the EU … */
export const allowedCountries: Record<string, string[]> = {
  base: ['US', 'CA'],
  eu: ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
    'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  uk: ['GB'],
  hk: ['HK'],
};

export const iso3: Record<string, string> = {
  US: 'USA', CA: 'CAN', AT: 'AUT', BE: 'BEL', BG: 'BGR', HR: 'HRV', CY: 'CYP', CZ: 'CZE', DK: 'DNK', EE: 'EST', FI: 'FIN',
  FR: 'FRA', DE: 'DEU', GR: 'GRC', HU: 'HUN', IE: 'IRL', IT: 'ITA', LV: 'LVA', LT: 'LTU', LU: 'LUX', MT: 'MLT', NL: 'NLD',
  PL: 'POL', PT: 'PRT', RO: 'ROU', SK: 'SVK', SI: 'SVN', ES: 'ESP', SE: 'SWE', GB: 'GBR', HK: 'HKG',
};

const pairs = (text: string): Array<[code: string, name: string]> =>
  text.split(';').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const [code = '', ...name] = entry.split(' ');
    return [code, name.join(' ')];
  });

export const regions: Record<string, Array<[code: string, name: string]>> = {
  US: pairs(`AL Alabama; AK Alaska; AZ Arizona; AR Arkansas; CA California; CO Colorado; CT Connecticut; DE Delaware;
    DC District of Columbia; FL Florida; GA Georgia; HI Hawaii; ID Idaho; IL Illinois; IN Indiana; IA Iowa; KS Kansas;
    KY Kentucky; LA Louisiana; ME Maine; MD Maryland; MA Massachusetts; MI Michigan; MN Minnesota; MS Mississippi;
    MO Missouri; MT Montana; NE Nebraska; NV Nevada; NH New Hampshire; NJ New Jersey; NM New Mexico; NY New York;
    NC North Carolina; ND North Dakota; OH Ohio; OK Oklahoma; OR Oregon; PA Pennsylvania; PR Puerto Rico; RI Rhode Island;
    SC South Carolina; SD South Dakota; TN Tennessee; TX Texas; UT Utah; VT Vermont; VA Virginia; WA Washington;
    WV West Virginia; WI Wisconsin; WY Wyoming`),
  CA: pairs(`AB Alberta; BC British Columbia; MB Manitoba; NB New Brunswick; NL Newfoundland and Labrador;
    NT Northwest Territories; NS Nova Scotia; NU Nunavut; ON Ontario; PE Prince Edward Island; QC Quebec; SK Saskatchewan;
    YT Yukon Territory`),
  ES: pairs(`C A Coruña; VI Álava; AB Albacete; A Alicante; AL Almería; O Asturias; AV Ávila; BA Badajoz; PM Baleares;
    B Barcelona; BI Bizkaia; BU Burgos; CC Cáceres; CA Cádiz; S Cantabria; CS Castellón; CE Ceuta; CR Ciudad Real;
    CO Córdoba; CU Cuenca; SS Gipuzkoa; GI Girona; GR Granada; GU Guadalajara; H Huelva; HU Huesca; J Jaén; LO La Rioja;
    GC Las Palmas; LE León; L Lleida; LU Lugo; M Madrid; MA Málaga; ML Melilla; MU Murcia; NA Navarra; OR Ourense;
    P Palencia; PO Pontevedra; SA Salamanca; TF Santa Cruz de Tenerife; SG Segovia; SE Sevilla; SO Soria; T Tarragona;
    TE Teruel; TO Toledo; V Valencia; VA Valladolid; ZA Zamora; Z Zaragoza`),
  IT: pairs(`AG Agrigento; AL Alessandria; AN Ancona; AO Aosta; AQ L'Aquila; AR Arezzo; AP Ascoli Piceno; AT Asti;
    AV Avellino; BA Bari; BT Barletta-Andria-Trani; BL Belluno; BN Benevento; BG Bergamo; BI Biella; BO Bologna;
    BZ Bolzano; BS Brescia; BR Brindisi; CA Cagliari; CL Caltanissetta; CB Campobasso; CE Caserta; CT Catania;
    CZ Catanzaro; CH Chieti; CO Como; CS Cosenza; CR Cremona; KR Crotone; CN Cuneo; EN Enna; FM Fermo; FE Ferrara;
    FI Firenze; FG Foggia; FC Forlì-Cesena; FR Frosinone; GE Genova; GO Gorizia; GR Grosseto; IM Imperia; IS Isernia;
    SP La Spezia; LT Latina; LE Lecce; LC Lecco; LI Livorno; LO Lodi; LU Lucca; MC Macerata; MN Mantova;
    MS Massa-Carrara; MT Matera; ME Messina; MI Milano; MO Modena; MB Monza e Brianza; NA Napoli; NO Novara; NU Nuoro;
    OR Oristano; PD Padova; PA Palermo; PR Parma; PV Pavia; PG Perugia; PU Pesaro e Urbino; PE Pescara; PC Piacenza;
    PI Pisa; PT Pistoia; PN Pordenone; PZ Potenza; PO Prato; RG Ragusa; RA Ravenna; RC Reggio Calabria;
    RE Reggio Emilia; RI Rieti; RN Rimini; RM Roma; RO Rovigo; SA Salerno; SS Sassari; SV Savona; SI Siena;
    SR Siracusa; SO Sondrio; SU Sud Sardegna; TA Taranto; TE Teramo; TR Terni; TO Torino; TP Trapani; TN Trento;
    TV Treviso; TS Trieste; UD Udine; VA Varese; VE Venezia; VB Verbano-Cusio-Ossola; VC Vercelli; VR Verona;
    VV Vibo Valentia; VI Vicenza; VT Viterbo`),
  DE: pairs(`BW Baden-Württemberg; BY Bayern; BE Berlin; BB Brandenburg; HB Bremen; HH Hamburg; HE Hessen;
    MV Mecklenburg-Vorpommern; NI Niedersachsen; NW Nordrhein-Westfalen; RP Rheinland-Pfalz; SL Saarland; SN Sachsen;
    ST Sachsen-Anhalt; SH Schleswig-Holstein; TH Thüringen`),
  AT: pairs(`BL Burgenland; KN Kärnten; NO Niederösterreich; OO Oberösterreich; SB Salzburg; ST Steiermark; TI Tirol;
    VB Vorarlberg; WI Wien`),
};

/**
 * Magento's directory_country_region ids for the US states and Canadian provinces above (its data patch numbers the
 * US list from 1, with territories and the armed forces among them, then Canada from 66).
 */
export const MAGENTO_REGION_IDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  US: {
    AL: 1, AK: 2, AZ: 4, AR: 5, CA: 12, CO: 13, CT: 14, DE: 15, DC: 16, FL: 18, GA: 19, HI: 21, ID: 22, IL: 23, IN: 24,
    IA: 25, KS: 26, KY: 27, LA: 28, ME: 29, MD: 31, MA: 32, MI: 33, MN: 34, MS: 35, MO: 36, MT: 37, NE: 38, NV: 39,
    NH: 40, NJ: 41, NM: 42, NY: 43, NC: 44, ND: 45, OH: 47, OK: 48, OR: 49, PA: 51, PR: 52, RI: 53, SC: 54, SD: 55,
    TN: 56, TX: 57, UT: 58, VT: 59, VA: 61, WA: 62, WV: 63, WI: 64, WY: 65,
  },
  CA: { AB: 66, BC: 67, MB: 68, NL: 69, NB: 70, NS: 71, NT: 72, NU: 73, ON: 74, PE: 75, QC: 76, SK: 77, YT: 78 },
};

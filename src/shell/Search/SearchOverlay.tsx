import '../../styles/drawers.css';
import { Drawer } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchToggled } from '../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n/useT';
import { useOverlayFocus } from '../overlayFocus';

export const SEARCH_PATH = '/search';

/** The search overlay (spec §4 toggle): one field; submitting goes to /search?q=… (results: issue 4). */
export default function SearchOverlay() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector((state) => state.app.searchVisible);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const close = () => dispatch(searchToggled(false));
  const focus = useOverlayFocus(open, 'search-overlay');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    close();
    navigate(`${SEARCH_PATH}?q=${encodeURIComponent(q)}`);
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      placement="top"
      size="auto"
      title={t('shell.search.title')}
      rootClassName="shell-drawer search-overlay"
      {...focus}
    >
      <form role="search" className="search-overlay__form container" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">{t('shell.search.label')}</label>
        <Icon name="search" className="search-overlay__icon" />
        <input
          id={inputId}
          type="search"
          name="q"
          className="search-overlay__input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('shell.search.placeholder')}
          autoComplete="off"
          // Opening search means typing next: the field takes focus once the drawer is in.
          data-autofocus
        />
        <button type="submit" className="button button--primary">{t('shell.search.submit')}</button>
      </form>
    </Drawer>
  );
}

/** /plateConstituentStock/{block}/{code}.html (§2 (screens and routes)): a sector's full constituent list, 50 a page, live prices. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { plateHref } from '../../lib/sector/sector';
import { useStores } from '../../stores/context';
import { ConstituentTable } from './ConstituentTable';
import './sector.css';

export default observer(function ConstituentsPage() {
  const { host } = useStores();
  const { params, active } = usePageRoute();
  const block = (params.block ?? '').toUpperCase();
  const code = (params.code ?? '').toUpperCase();
  const [name, setName] = useState('');
  usePageTitle(name ? `${name} 成分股` : undefined);
  return (
    <div className="sector-page">
      <PageHeader
        host={host}
        lead={{ back: 'history' }}
        title={
          <h1 className="sector-page__title">
            {name ? <Link to={plateHref(block, code)}>{name}</Link> : '成分股'}
            <small>{code}</small>
          </h1>
        }
      />
      <ConstituentTable
        key={`${block}/${code}`}
        typeCode={block}
        prodCode={code}
        live={active}
        onName={setName}
      />
    </div>
  );
});

import { Link } from 'react-router-dom';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { documentsFor, PROTOCOL_TITLE } from './documents';
import './protocol.css';

/** /protocol/{market}/{code}/{id}.html: the user agreement and the disclaimer, under one heading. */
export default function ProtocolPage() {
  const { params } = usePageRoute();
  const docs = documentsFor(params.id ?? '');
  usePageTitle(docs.length === 1 ? docs[0].title : undefined);
  const back = params.market && params.code ? `/${params.market}/${params.code}.html` : '/';
  return (
    <article className="protocol">
      <h1>{docs.length === 1 ? docs[0].title : PROTOCOL_TITLE}</h1>
      {docs.map((doc) => (
        <section key={doc.id} className="protocol__doc">
          {docs.length > 1 && <h2 className="protocol__doc-title">{doc.title}</h2>}
          <p className="protocol__effective">{doc.effective}</p>
          {doc.sections.map((s) => (
            <section key={s.heading}>
              <h3>{s.heading}</h3>
              {s.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </section>
          ))}
        </section>
      ))}
      <Link className="protocol__back" to={back}>
        返回行情
      </Link>
    </article>
  );
}

/**
 * The information services of issue 5 against one real server (the simulator's start-up is the
 * slow part, so the news and company cases share it).
 */
import { companyCases } from './info-company.cases';
import { useInfoServer } from './info-helpers';
import { newsCases } from './info-news.cases';

const server = useInfoServer();
newsCases(server);
companyCases(server);

/** Request parameters of the sector tab call (§7 (the calls it makes) plateTop3Lists), as JSON Schema. */
import { type Static } from '@sinclair/typebox';
import { Params, Text } from './envelope.schema';

export const PlateTop3Query = Params({
  stockcode: Text(30, {
    pattern: '^\\s*.+\\.[A-Za-z]+\\s*$',
    description: '{symbol}.{MARKET}, e.g. 600519.SH',
  }),
});
export type PlateTop3Query = Static<typeof PlateTop3Query>;

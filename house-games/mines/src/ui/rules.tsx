import { MINES_MAX, MINES_MIN, minesTable } from '@platform/house-engine';
import { RtpLine, useTexts } from '@platform/house-kit';
import { useState } from 'preact/hooks';
import type { MinesTextKey } from '../i18n/texts';

/** The rules, the published RTP and the multiplier table of a mine count (each choice with its exact RTP). */
export function Rules({ rtp, mineCount }: { rtp: string; mineCount: number }) {
  const { t } = useTexts<MinesTextKey>();
  const [mines, setMines] = useState(mineCount);
  return (
    <div class="rules">
      <RtpLine rtp={rtp} />
      <ol>
        <li>{t('rule1')}</li>
        <li>{t('rule2')}</li>
        <li>{t('rule3')}</li>
        <li>{t('rule4')}</li>
        <li>{t('rule5')}</li>
      </ol>
      <label class="field">
        <span>{t('tableTitle', { mines })}</span>
        <select
          value={mines}
          data-testid="table-mines"
          onChange={(event) => setMines(Number((event.target as HTMLSelectElement).value))}
        >
          {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => (
            <option key={i} value={i + MINES_MIN}>
              {i + MINES_MIN}
            </option>
          ))}
        </select>
      </label>
      <table class="table" data-testid="multiplier-table">
        <thead>
          <tr>
            <th>{t('tableTiles')}</th>
            <th>{t('tableMultiplier')}</th>
            <th>{t('tableChance')}</th>
            <th>{t('tableRtp')}</th>
          </tr>
        </thead>
        <tbody>
          {minesTable(mines).map((row) => (
            <tr key={row.safeReveals}>
              <td>{row.safeReveals}</td>
              <td>×{row.multiplier}</td>
              <td>{row.chance}%</td>
              <td>{row.rtp}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

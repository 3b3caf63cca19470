import { useState, type ReactElement } from 'react';
import { formatAddress } from '../model/memory/hex-grid';
import { parseAddress, parseFill, parsePastedWords, type FillRange } from '../model/memory/hex-input';
import type { Result } from '../../../shared/errors';

/** What the tools report back: a checked request, or the reason it was refused. */
export interface MemoryToolsProps {
  readonly addressBits: number;
  readonly dataBits: number;
  readonly selected: number;
  readonly onGoTo: (address: number) => void;
  readonly onFill: (range: FillRange) => void;
  readonly onPaste: (words: Uint32Array) => void;
  readonly onRefused: (refusal: Result<never>) => void;
  /** The words shown cannot be changed (a running RAM's): Fill and Paste are off, Go to still works. */
  readonly readOnly?: boolean;
}

/** "Go to address", "Fill" a range and "Paste" hex words at the selected address: small forms in a row. */
export function MemoryTools({
  addressBits,
  dataBits,
  selected,
  onGoTo,
  onFill,
  onPaste,
  onRefused,
  readOnly = false,
}: MemoryToolsProps): ReactElement {
  const [goTo, setGoTo] = useState('');
  const [fill, setFill] = useState({ from: '', to: '', value: '' });
  const [paste, setPaste] = useState('');
  const last = formatAddress(2 ** addressBits - 1, addressBits);
  const here = formatAddress(selected, addressBits);

  return (
    <div className="mem-tools">
      <form
        className="mem-tool"
        onSubmit={(event) => {
          event.preventDefault();
          const address = parseAddress(goTo, addressBits);
          if (address.success) onGoTo(address.data);
          else onRefused(address);
        }}
      >
        <label className="mem-tool-title" htmlFor="mem-goto">
          Go to address
        </label>
        <div className="mem-tool-row">
          <input
            id="mem-goto"
            className="settings-input mono mem-hex-input"
            value={goTo}
            placeholder={`0–${last}`}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setGoTo(event.currentTarget.value)}
          />
          <button type="submit" className="settings-button">
            Go
          </button>
        </div>
      </form>
      <form
        className="mem-tool"
        onSubmit={(event) => {
          event.preventDefault();
          const range = parseFill(fill, addressBits, dataBits);
          if (range.success) onFill(range.data);
          else onRefused(range);
        }}
      >
        <span className="mem-tool-title">Fill addresses</span>
        <div className="mem-tool-row">
          <input
            aria-label="Fill from"
            className="settings-input mono mem-hex-input"
            value={fill.from}
            placeholder={here}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setFill({ ...fill, from: event.currentTarget.value })}
          />
          <span className="mem-tool-word">to</span>
          <input
            aria-label="Fill to"
            className="settings-input mono mem-hex-input"
            value={fill.to}
            placeholder={last}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setFill({ ...fill, to: event.currentTarget.value })}
          />
          <span className="mem-tool-word">with</span>
          <input
            aria-label="Fill value"
            className="settings-input mono mem-hex-input"
            value={fill.value}
            placeholder="0"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setFill({ ...fill, value: event.currentTarget.value })}
          />
          <button type="submit" className="settings-button" disabled={readOnly}>
            Fill
          </button>
        </div>
      </form>
      <form
        className="mem-tool mem-tool-paste"
        onSubmit={(event) => {
          event.preventDefault();
          const words = parsePastedWords(paste, dataBits);
          if (words.success) {
            onPaste(words.data);
            setPaste('');
          } else onRefused(words);
        }}
      >
        <label className="mem-tool-title" htmlFor="mem-paste">
          Paste hex words
        </label>
        <div className="mem-tool-row">
          <textarea
            id="mem-paste"
            className="settings-input mono mem-paste-input"
            value={paste}
            rows={1}
            placeholder="12 3f, 0a …"
            spellCheck={false}
            onChange={(event) => setPaste(event.currentTarget.value)}
          />
          <button type="submit" className="settings-button" disabled={readOnly}>
            Paste at {here}
          </button>
        </div>
      </form>
    </div>
  );
}

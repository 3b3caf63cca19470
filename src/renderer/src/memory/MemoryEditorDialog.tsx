import { useCallback, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { ComponentInstance } from '../../../shared/circuit';
import { CONTENTS_PROPERTY } from '../../../shared/circuit';
import { memoryWidths } from '../../../shared/components/memories';
import type { Result } from '../../../shared/errors';
import { FORMAT_NAMES, type ContentsFormat } from '../../../shared/memory/formats/format';
import { MemoryWords } from '../../../shared/memory/words';
import { contentsOperations } from '../model/memory/contents-edit';
import { formatAddress, formatWord, gridShape, moveAddress } from '../model/memory/hex-grid';
import { parsePastedWords, typeInCell, type CellEntry, type FillRange } from '../model/memory/hex-input';
import { liveWordAt, rowsRange } from '../model/memory/live-words';
import {
  SAVE_FORMATS,
  contentsToApply,
  describeSize,
  draftOf,
  fillWords,
  loadContentsFile,
  pasteWords,
  saveContentsFile,
} from '../model/memory/memory-draft';
import { downloadTextFile, pickTextFile } from '../platform/file-io';
import { useAppStore } from '../stores/app-store';
import { ModalDialog } from '../ui/ModalDialog';
import { HexGrid } from './HexGrid';
import { MemoryTools } from './MemoryTools';
import { MemoryViewChoice, type MemoryView } from './MemoryViewChoice';
import { useLiveWords } from './useLiveWords';

/** A line under the grid: what was done, or why not (with what to do). */
interface Message {
  readonly kind: 'info' | 'error';
  readonly text: string;
  readonly hint?: string;
}

/** Said when a key or tool would change a word in the "Now" view. */
const READ_ONLY: Message = {
  kind: 'error',
  text: 'The running words are read-only.',
  hint: 'Switch to “Power-on contents” to edit what the RAM holds when the simulation starts or is reset.',
};

function refusal(result: Result<never>): Message {
  return result.success ? { kind: 'info', text: '' } : { kind: 'error', text: result.error, hint: result.hint };
}

/**
 * The contents editor of a ROM or RAM: the words in a hex grid, edited in a copy, written to the
 * part's `contents` once on Apply (one undoable change); Cancel leaves the part as it was. While the
 * circuit is simulated, a RAM also has a read-only "Now" view: the words the simulation holds.
 */
export function MemoryEditorDialog({
  component,
  onClose,
}: {
  component: ComponentInstance;
  onClose: () => void;
}): ReactElement {
  const { addressBits, dataBits } = memoryWidths(component.properties);
  const shape = useMemo(() => gridShape(addressBits, dataBits), [addressBits, dataBits]);
  const [opened] = useState(() => draftOf(component.properties[CONTENTS_PROPERTY], addressBits, dataBits));
  // The words are edited in place (a 16 M-word memory is never copied per key); `version` redraws.
  const [words, setWords] = useState<MemoryWords>(opened.words);
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [selected, setSelected] = useState(0);
  const [entry, setEntry] = useState<CellEntry>();
  const [format, setFormat] = useState<ContentsFormat>('logisim-v2-raw');
  const [applying, setApplying] = useState(false);
  const [message, setMessage] = useState<Message | undefined>(
    opened.problem
      ? { kind: 'error', text: 'The stored contents do not parse; the editor opened as zeros.', hint: opened.problem }
      : undefined,
  );
  // The "Now" view: a RAM's words as the simulation holds them, read for the rows in view.
  const simulating = useAppStore((s) => s.simCircuitId !== undefined);
  const canShowNow = component.type === 'RAM' && simulating;
  const [view, setView] = useState<MemoryView>('power-on');
  const live = canShowNow && view === 'now';
  const [rowsShown, setRowsShown] = useState({ first: 0, count: 0 });
  const onRowsShown = useCallback((first: number, count: number) => setRowsShown({ first, count }), []);
  const range = useMemo(() => rowsRange(rowsShown.first, rowsShown.count, shape), [rowsShown, shape]);
  const running = useLiveWords(component.id, range, live);
  const contents = component.properties[CONTENTS_PROPERTY];
  // What the part holds at power-on (the draft may differ until Apply): the "Now" view marks the words that differ.
  const powerOn = useMemo(() => draftOf(contents, addressBits, dataBits).words, [contents, addressBits, dataBits]);

  const changed = (note?: string) => {
    setVersion((v) => v + 1);
    setDirty(true);
    setMessage(note ? { kind: 'info', text: note } : undefined);
  };

  /** Keeps the typed word (if any); false when there was none. */
  const commitEntry = (): boolean => {
    if (!entry) return false;
    setEntry(undefined);
    if (entry.text === '') return false;
    words.set(entry.address, parseInt(entry.text, 16));
    changed();
    return true;
  };

  const select = (address: number) => {
    commitEntry();
    setSelected(address);
  };

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>, rowsInView: number) => {
    const { key } = event;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (event.ctrlKey || event.metaKey || event.altKey) {
      const to = moveAddress(selected, key, shape, { ctrl: true });
      if (to !== undefined && (key === 'Home' || key === 'End')) {
        handled();
        select(to);
      }
      return;
    }
    if (key === 'Escape' && entry) {
      handled();
      setEntry(undefined);
      setMessage(undefined);
      return;
    }
    if (key === 'Backspace' && entry) {
      handled();
      setEntry(entry.text.length > 1 ? { ...entry, text: entry.text.slice(0, -1) } : undefined);
      return;
    }
    if (live && (key === 'Delete' || key.length === 1)) {
      handled();
      setMessage(READ_ONLY);
      return;
    }
    if (key === 'Delete') {
      handled();
      setEntry(undefined);
      words.set(selected, 0);
      changed();
      return;
    }
    if (key === 'Enter' || key === 'Tab') {
      const step = key === 'Tab' && event.shiftKey ? -1 : 1;
      const to = selected + step;
      // Tab leaves the grid from its first or last word, so the keyboard can reach the other controls.
      if (key === 'Tab' && (to < 0 || to >= shape.size)) {
        commitEntry();
        return;
      }
      handled();
      select(Math.min(shape.size - 1, Math.max(0, to)));
      return;
    }
    const to = moveAddress(selected, key, shape, { page: rowsInView });
    if (to !== undefined) {
      handled();
      select(to);
      return;
    }
    if (key.length === 1) {
      handled();
      const typed = typeInCell(entry ?? { address: selected, text: '' }, key, dataBits);
      if (typed.success) {
        setEntry(typed.data);
        if (message?.kind === 'error') setMessage(undefined);
      } else setMessage(refusal(typed));
    }
  };

  const paste = (pasted: Uint32Array) => {
    if (live) return setMessage(READ_ONLY);
    commitEntry();
    const written = pasteWords(words, selected, pasted);
    if (!written.success) return setMessage(refusal(written));
    const from = formatAddress(selected, addressBits);
    const to = formatAddress(selected + pasted.length - 1, addressBits);
    changed(pasted.length === 1 ? `Pasted 1 word at ${from}.` : `Pasted ${pasted.length} words at ${from}–${to}.`);
  };

  const fill = (range: FillRange) => {
    if (live) return setMessage(READ_ONLY);
    commitEntry();
    fillWords(words, range);
    changed(
      `Filled ${formatAddress(range.from, addressBits)}–${formatAddress(range.to, addressBits)} with ${formatWord(range.value, dataBits)}.`,
    );
  };

  const load = async () => {
    const file = await pickTextFile('');
    if (!file) return;
    const loaded = loadContentsFile(file.content, file.name, addressBits, dataBits);
    if (!loaded.success) return setMessage(refusal(loaded));
    setEntry(undefined);
    setWords(loaded.data.words);
    changed(loaded.data.summary);
  };

  const save = () => {
    commitEntry();
    const file = saveContentsFile(words, format, component.label);
    downloadTextFile(file.fileName, file.text, 'text/plain');
    setMessage({ kind: 'info', text: `Saved ${file.fileName} (${FORMAT_NAMES[format]}).` });
  };

  const apply = async () => {
    commitEntry();
    const text = contentsToApply(words, component.properties[CONTENTS_PROPERTY]);
    if (!text.success) return setMessage(refusal(text));
    if (text.data === undefined) return onClose();
    setApplying(true);
    const result = await useAppStore
      .getState()
      .applyOperations(`Edit ${component.label} contents`, contentsOperations(component.id, powerOn, words, text.data));
    setApplying(false);
    if (result.success) onClose();
    else setMessage(refusal(result));
  };

  const showView = (next: MemoryView) => {
    commitEntry();
    setView(next);
    setMessage(undefined);
  };

  const liveValue = running.live && liveWordAt(running.live, selected);
  const value = live
    ? liveValue === undefined
      ? '…'
      : formatWord(liveValue, dataBits)
    : entry?.address === selected
      ? entry.text || '…'
      : formatWord(words.get(selected), dataBits);
  const shown = message ?? (live && running.problem ? { kind: 'error' as const, ...running.problem } : undefined);
  return (
    <ModalDialog
      title={`${component.label} contents`}
      onClose={onClose}
      className="memory-editor-dialog"
      testId="memory-editor"
      initialFocus=".mem-scroll"
    >
      <div className="modal-body memory-editor-body">
        <div className="mem-bar">
          <span className="mem-size">
            {component.type} · {describeSize(addressBits, dataBits)}
          </span>
          {canShowNow && <MemoryViewChoice value={live ? 'now' : 'power-on'} onChange={showView} />}
          <div className="mem-bar-actions">
            <button type="button" className="settings-button" disabled={live} onClick={() => void load()}>
              Load file…
            </button>
            <select
              aria-label="Save format"
              disabled={live}
              className="settings-input"
              value={format}
              onChange={(event) => setFormat(event.currentTarget.value as ContentsFormat)}
            >
              {SAVE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {FORMAT_NAMES[f]}
                </option>
              ))}
            </select>
            <button type="button" className="settings-button" disabled={live} onClick={save}>
              Save as…
            </button>
            <button
              type="button"
              className="settings-button"
              disabled={live}
              onClick={() => {
                setEntry(undefined);
                setWords(new MemoryWords(addressBits, dataBits));
                changed('Cleared: every word is 0.');
              }}
            >
              Clear
            </button>
          </div>
        </div>
        <HexGrid
          words={live ? powerOn : words}
          version={version}
          shape={shape}
          selected={selected}
          entry={entry}
          onSelect={select}
          onKeyDown={onGridKey}
          {...(live ? { live: running.live ?? { from: 0, words: [] } } : {})}
          onRowsShown={onRowsShown}
          onPaste={(text) => {
            if (live) return setMessage(READ_ONLY);
            const pasted = parsePastedWords(text, dataBits);
            if (pasted.success) paste(pasted.data);
            else setMessage(refusal(pasted));
          }}
        />
        <div className="mem-status">
          <span className="mem-here mono" data-testid="memory-selected">
            {formatAddress(selected, addressBits)}: {value}
          </span>
          <span
            className={`mem-message${shown?.kind === 'error' ? ' error' : ''}`}
            role={shown?.kind === 'error' ? 'alert' : 'status'}
            data-testid="memory-message"
          >
            {shown?.text}
            {shown?.hint && <span className="mem-hint"> {shown.hint}</span>}
          </span>
        </div>
        <MemoryTools
          addressBits={addressBits}
          dataBits={dataBits}
          selected={selected}
          onGoTo={select}
          onFill={fill}
          onPaste={paste}
          onRefused={(result) => setMessage(refusal(result))}
          readOnly={live}
        />
        <div className="modal-actions mem-actions">
          <span className="settings-help mem-note" data-testid="memory-note">
            {live
              ? 'Now: the words the running simulation holds, read-only, kept up to date as it runs. Highlighted words differ from the power-on contents; editing changes the power-on contents.'
              : component.type === 'RAM'
                ? `A RAM’s contents are its power-on words: what it holds when the simulation starts or is reset.${canShowNow ? ' “Now (running)” shows the words it holds as it runs.' : ''}`
                : 'Type hex into a cell; arrows, Tab and Enter move; Delete sets a word to 0.'}
          </span>
          <button type="button" className="settings-button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="settings-button primary"
            disabled={(!dirty && !entry) || applying}
            onClick={() => void apply()}
          >
            Apply
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

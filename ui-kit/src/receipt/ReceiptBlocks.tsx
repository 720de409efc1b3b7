import { ReceiptDivider, ReceiptFrame, ReceiptRow } from "./ReceiptFrame";
import type { ReceiptBlock, ReceiptDoc } from "./model";
import { ReceiptQr } from "./ReceiptQr";

/** A receipt's body blocks on screen (see ReceiptBlock). */
export function ReceiptBlocks({ blocks }: { blocks: readonly ReceiptBlock[] }) {
  return blocks.map((block, i) => <Block key={i} block={block} />);
}

function Block({ block }: { block: ReceiptBlock }) {
  switch (block.kind) {
    case "divider":
      return <ReceiptDivider />;
    case "row":
      return (
        <ReceiptRow
          label={block.label}
          value={block.value}
          strong={block.strong}
          testId={block.testId}
        />
      );
    case "text":
      return (
        <div className="receipt__text" data-testid={block.testId}>
          {block.text}
        </div>
      );
    case "stamp":
      return (
        <div className="receipt__void" data-testid={block.testId}>
          {block.text}
        </div>
      );
    case "item":
      return (
        <div className="receipt__item" data-testid={block.testId}>
          <div className="receipt__item-name">{block.name}</div>
          <ReceiptBlocks blocks={block.blocks} />
        </div>
      );
    case "qr":
      return <ReceiptQr value={block.data} caption={block.caption} />;
    case "space":
      return (
        <div className="receipt__lines" aria-hidden="true">
          {Array.from({ length: block.lines }, (_, i) => (
            <span key={i} />
          ))}
        </div>
      );
    case "section":
      return (
        <div data-testid={block.testId}>
          <ReceiptBlocks blocks={block.blocks} />
        </div>
      );
  }
}

/** A whole receipt (ReceiptDoc) on screen: the same model the thermal printer encodes. */
export function ReceiptDocument({ doc }: { doc: ReceiptDoc }) {
  return (
    <ReceiptFrame
      shop={doc.shop}
      title={doc.title}
      notes={doc.notes}
      barcode={doc.barcode}
      copy={doc.copy}
    >
      <ReceiptBlocks blocks={doc.blocks} />
    </ReceiptFrame>
  );
}

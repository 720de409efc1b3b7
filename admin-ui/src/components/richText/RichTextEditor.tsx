import { useEffect, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Placeholder } from "@tiptap/extensions";
import { Divider, Flex, Input, theme } from "antd";
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { LinkTool, ImageTool } from "./UrlTools";
import { Tool } from "./Tool";
import "./richText.css";

/** An empty document is "" (not "<p></p>"), so a required rule sees it as empty. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

/**
 * A rich-text field that produces HTML (TipTap), for antd forms (`value`,
 * `onChange`). "Kode HTML" shows the HTML itself for pasting markup; what is
 * typed there is sent as it is: the server sanitizes every article anyway.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  disabled,
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  placeholder?: string;
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const [source, setSource] = useState(false);
  // The last HTML this field reported, to tell a new value from the form apart from an echo.
  const emitted = useRef(value ?? "");
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Image,
      Placeholder.configure({ placeholder: placeholder ?? "" }),
    ],
    content: value ?? "",
    editable: !disabled,
    editorProps: {
      attributes: {
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
        class: "rich-text-content",
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      changed.current?.(html);
    },
  });

  // A value set by the form (a dialog opened on another article, a reset) replaces the document.
  useEffect(() => {
    const next = value ?? "";
    if (!editor || source || next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value, source]);

  useEffect(() => {
    // Without emitting an update: that would count as an edit and validate the empty field.
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && {
        bold: e.isActive("bold"),
        italic: e.isActive("italic"),
        underline: e.isActive("underline"),
        strike: e.isActive("strike"),
        h2: e.isActive("heading", { level: 2 }),
        h3: e.isActive("heading", { level: 3 }),
        bullets: e.isActive("bulletList"),
        numbers: e.isActive("orderedList"),
        link: (e.getAttributes("link").href as string | undefined) ?? "",
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      },
  });

  const toggleSource = () => {
    if (source && editor) {
      // Back to the editor: it keeps what it can show, and that is the field's value from now on.
      emitted.current = "";
      editor.commands.setContent(value ?? "", { emitUpdate: true });
    }
    setSource(!source);
  };

  const run = (command: (e: Editor) => void) => () => {
    if (editor) command(editor);
  };
  const off = disabled || source || !editor;

  return (
    <div
      className="rich-text"
      style={
        {
          "--rt-border": token.colorBorder,
          "--rt-focus": token.colorPrimary,
          "--rt-muted": token.colorTextPlaceholder,
          "--rt-quote": token.colorBorderSecondary,
          "--rt-code": token.colorFillTertiary,
          borderRadius: token.borderRadius,
          background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        } as React.CSSProperties
      }
    >
      <Flex
        wrap
        gap={2}
        align="center"
        className="rich-text-toolbar"
        role="toolbar"
        aria-label={`Format ${label}`}
      >
        <Tool
          title="Tebal"
          icon={<BoldOutlined />}
          active={state?.bold}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleBold().run())}
        />
        <Tool
          title="Miring"
          icon={<ItalicOutlined />}
          active={state?.italic}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleItalic().run())}
        />
        <Tool
          title="Garis bawah"
          icon={<UnderlineOutlined />}
          active={state?.underline}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleUnderline().run())}
        />
        <Tool
          title="Coret"
          icon={<StrikethroughOutlined />}
          active={state?.strike}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleStrike().run())}
        />
        <Divider type="vertical" />
        <Tool
          title="Judul bagian"
          active={state?.h2}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
        >
          H2
        </Tool>
        <Tool
          title="Subjudul"
          active={state?.h3}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
        >
          H3
        </Tool>
        <Tool
          title="Daftar berpoin"
          icon={<UnorderedListOutlined />}
          active={state?.bullets}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleBulletList().run())}
        />
        <Tool
          title="Daftar bernomor"
          icon={<OrderedListOutlined />}
          active={state?.numbers}
          disabled={off}
          onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
        />
        <Divider type="vertical" />
        <LinkTool
          current={state?.link ?? ""}
          disabled={off}
          onApply={(href) =>
            editor &&
            (href
              ? editor.chain().focus().extendMarkRange("link").setLink({ href }).run()
              : editor.chain().focus().extendMarkRange("link").unsetLink().run())
          }
        />
        <ImageTool
          disabled={off}
          onApply={(src) => editor?.chain().focus().setImage({ src }).run()}
        />
        <Divider type="vertical" />
        <Tool
          title="Urungkan"
          icon={<UndoOutlined />}
          disabled={off || !state?.canUndo}
          onClick={run((e) => e.chain().focus().undo().run())}
        />
        <Tool
          title="Ulangi"
          icon={<RedoOutlined />}
          disabled={off || !state?.canRedo}
          onClick={run((e) => e.chain().focus().redo().run())}
        />
        <span style={{ marginInlineStart: "auto" }}>
          <Tool
            title="Kode HTML"
            icon={<CodeOutlined />}
            active={source}
            disabled={disabled || !editor}
            onClick={toggleSource}
          >
            HTML
          </Tool>
        </span>
      </Flex>
      {source ? (
        <Input.TextArea
          aria-label={`Kode HTML ${label}`}
          value={value ?? ""}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: 10, maxRows: 24 }}
          variant="borderless"
          spellCheck={false}
          style={{ fontFamily: token.fontFamilyCode, fontSize: 13 }}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}

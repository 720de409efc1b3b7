/** The browser printer libraries of @point-of-sale ship no types: the part Konter uses. */
interface BrowserReceiptPrinter {
  connect(): Promise<void>;
  reconnect(device: Record<string, unknown>): Promise<void>;
  print(data: Uint8Array): Promise<void>;
  addEventListener(event: "connected", listener: (device: Record<string, unknown>) => void): void;
  addEventListener(event: "disconnected", listener: () => void): void;
}

declare module "@point-of-sale/webusb-receipt-printer" {
  const WebUSBReceiptPrinter: new () => BrowserReceiptPrinter;
  export default WebUSBReceiptPrinter;
}

declare module "@point-of-sale/webserial-receipt-printer" {
  const WebSerialReceiptPrinter: new (options?: { baudRate?: number }) => BrowserReceiptPrinter;
  export default WebSerialReceiptPrinter;
}

declare module "@point-of-sale/webbluetooth-receipt-printer" {
  const WebBluetoothReceiptPrinter: new () => BrowserReceiptPrinter;
  export default WebBluetoothReceiptPrinter;
}

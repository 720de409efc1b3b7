import type { ReactNode } from "react";
import { Card, Col, Row, Skeleton, Typography } from "antd";

export interface Tile {
  label: string;
  value: ReactNode;
  /** A second line under the value: a count, what it is made of. */
  note?: ReactNode;
  tone?: "success" | "danger";
}

/** The totals of a report, the figures the server summed for the period. */
export function SummaryTiles({ tiles, loading }: { tiles: Tile[]; loading: boolean }) {
  return (
    <Row gutter={[12, 12]}>
      {tiles.map((tile) => (
        <Col key={tile.label} xs={12} md={8} xl={24 / Math.min(tiles.length, 6)}>
          <Card size="small" style={{ height: "100%" }}>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {tile.label}
            </Typography.Text>
            {loading ? (
              <Skeleton.Input active size="small" block style={{ marginTop: 6 }} />
            ) : (
              <div>
                <Typography.Text
                  strong
                  type={tile.tone}
                  style={{ fontSize: 18, whiteSpace: "nowrap" }}
                  data-testid={`tile-${tile.label}`}
                >
                  {tile.value}
                </Typography.Text>
                {tile.note && (
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {tile.note}
                    </Typography.Text>
                  </div>
                )}
              </div>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

// The words a worker reads for a fast-pass level and a press speed (submissions-pricing §9: "1 Fast Pass,
// 2 Express …", "1 Pressing, 2 Fast Pressing …"), not the codes behind them ("FP 2", "Press 1").
import { fastPassLabel, pressLabel } from "@gbo/domain/catalog";

export const serviceLabel = {
  fastPass: (level: number): string => fastPassLabel(level) || `Fast pass ${level}`,
  press: (speed: number): string => pressLabel(speed) || `Press ${speed}`,
};

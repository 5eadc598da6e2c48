/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, reasons: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Mo_Report_LineInputs */

const en_moderation_mo_report_line = /** @type {(inputs: Moderation_Mo_Report_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} report: ${i?.reasons} · first ${i?.date}`);
	return /** @type {LocalizedString} */ (`${i?.count} reports: ${i?.reasons} · first ${i?.date}`)
	
};

const es_moderation_mo_report_line = /** @type {(inputs: Moderation_Mo_Report_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} denuncia: ${i?.reasons} · la primera el ${i?.date}`);
	return /** @type {LocalizedString} */ (`${i?.count} denuncias: ${i?.reasons} · la primera el ${i?.date}`)
	
};

const fr_moderation_mo_report_line = /** @type {(inputs: Moderation_Mo_Report_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} signalement : ${i?.reasons} · le premier le ${i?.date}`);
	return /** @type {LocalizedString} */ (`${i?.count} signalements : ${i?.reasons} · le premier le ${i?.date}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} report: {reasons} · first {date}" |
* | * | "{count} reports: {reasons} · first {date}" |
*
* @param {Moderation_Mo_Report_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_report_line = /** @type {((inputs: Moderation_Mo_Report_LineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Report_LineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_report_line(inputs)
	if (locale === "fr") return fr_moderation_mo_report_line(inputs)
	return en_moderation_mo_report_line(inputs)
});
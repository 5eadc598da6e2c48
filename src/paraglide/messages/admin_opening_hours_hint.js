/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Opening_Hours_HintInputs */

const en_admin_opening_hours_hint = /** @type {(inputs: Admin_Opening_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OpenStreetMap format, e.g. Mo-Fr 09:00-17:00, Sa 10:00-14:00`)
};

const es_admin_opening_hours_hint = /** @type {(inputs: Admin_Opening_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato de OpenStreetMap, p. ej., Mo-Fr 09:00-17:00, Sa 10:00-14:00`)
};

const fr_admin_opening_hours_hint = /** @type {(inputs: Admin_Opening_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format OpenStreetMap, par ex. Mo-Fr 09:00-17:00, Sa 10:00-14:00`)
};

/**
* | output |
* | --- |
* | "OpenStreetMap format, e.g. Mo-Fr 09:00-17:00, Sa 10:00-14:00" |
*
* @param {Admin_Opening_Hours_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_opening_hours_hint = /** @type {((inputs?: Admin_Opening_Hours_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Opening_Hours_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_opening_hours_hint(inputs)
	if (locale === "fr") return fr_admin_opening_hours_hint(inputs)
	return en_admin_opening_hours_hint(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_EventInputs */

const en_exports_col_event = /** @type {(inputs: Exports_Col_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`event`)
};

const es_exports_col_event = /** @type {(inputs: Exports_Col_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`evento`)
};

const fr_exports_col_event = /** @type {(inputs: Exports_Col_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`événement`)
};

/**
* | output |
* | --- |
* | "event" |
*
* @param {Exports_Col_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_event = /** @type {((inputs?: Exports_Col_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_event(inputs)
	if (locale === "fr") return fr_exports_col_event(inputs)
	return en_exports_col_event(inputs)
});
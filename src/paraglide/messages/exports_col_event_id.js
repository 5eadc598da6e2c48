/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Event_IdInputs */

const en_exports_col_event_id = /** @type {(inputs: Exports_Col_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`event id`)
};

const es_exports_col_event_id = /** @type {(inputs: Exports_Col_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del evento`)
};

const fr_exports_col_event_id = /** @type {(inputs: Exports_Col_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de l’événement`)
};

/**
* | output |
* | --- |
* | "event id" |
*
* @param {Exports_Col_Event_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_event_id = /** @type {((inputs?: Exports_Col_Event_IdInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Event_IdInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_event_id(inputs)
	if (locale === "fr") return fr_exports_col_event_id(inputs)
	return en_exports_col_event_id(inputs)
});
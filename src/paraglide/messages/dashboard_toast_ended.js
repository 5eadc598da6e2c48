/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Toast_EndedInputs */

const en_dashboard_toast_ended = /** @type {(inputs: Dashboard_Toast_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Ended`)
};

const es_dashboard_toast_ended = /** @type {(inputs: Dashboard_Toast_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El evento terminó`)
};

const fr_dashboard_toast_ended = /** @type {(inputs: Dashboard_Toast_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement terminé`)
};

/**
* | output |
* | --- |
* | "Event Ended" |
*
* @param {Dashboard_Toast_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_toast_ended = /** @type {((inputs?: Dashboard_Toast_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Toast_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_toast_ended(inputs)
	if (locale === "fr") return fr_dashboard_toast_ended(inputs)
	return en_dashboard_toast_ended(inputs)
});
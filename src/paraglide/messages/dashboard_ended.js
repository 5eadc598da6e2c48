/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_EndedInputs */

const en_dashboard_ended = /** @type {(inputs: Dashboard_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

const es_dashboard_ended = /** @type {(inputs: Dashboard_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado`)
};

const fr_dashboard_ended = /** @type {(inputs: Dashboard_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Dashboard_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_ended = /** @type {((inputs?: Dashboard_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_ended(inputs)
	if (locale === "fr") return fr_dashboard_ended(inputs)
	return en_dashboard_ended(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Not_ReportedInputs */

const en_businesses_not_reported = /** @type {(inputs: Businesses_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not reported`)
};

const es_businesses_not_reported = /** @type {(inputs: Businesses_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No denunciada`)
};

const fr_businesses_not_reported = /** @type {(inputs: Businesses_Not_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non signalé`)
};

/**
* | output |
* | --- |
* | "Not reported" |
*
* @param {Businesses_Not_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_not_reported = /** @type {((inputs?: Businesses_Not_ReportedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Not_ReportedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_not_reported(inputs)
	if (locale === "fr") return fr_businesses_not_reported(inputs)
	return en_businesses_not_reported(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Status_MissingInputs */

const en_content_status_missing = /** @type {(inputs: Content_Status_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not translated yet`)
};

const es_content_status_missing = /** @type {(inputs: Content_Status_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin traducir`)
};

const fr_content_status_missing = /** @type {(inputs: Content_Status_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore traduit`)
};

/**
* | output |
* | --- |
* | "Not translated yet" |
*
* @param {Content_Status_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_status_missing = /** @type {((inputs?: Content_Status_MissingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Status_MissingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_status_missing(inputs)
	if (locale === "fr") return fr_content_status_missing(inputs)
	return en_content_status_missing(inputs)
});
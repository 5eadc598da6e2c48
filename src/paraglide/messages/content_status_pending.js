/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Status_PendingInputs */

const en_content_status_pending = /** @type {(inputs: Content_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for review`)
};

const es_content_status_pending = /** @type {(inputs: Content_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de revisión`)
};

const fr_content_status_pending = /** @type {(inputs: Content_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de relecture`)
};

/**
* | output |
* | --- |
* | "Waiting for review" |
*
* @param {Content_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_status_pending = /** @type {((inputs?: Content_Status_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Status_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_status_pending(inputs)
	if (locale === "fr") return fr_content_status_pending(inputs)
	return en_content_status_pending(inputs)
});
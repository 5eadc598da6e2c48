/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Status_RefundedInputs */

const en_organiser_status_refunded = /** @type {(inputs: Organiser_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const es_organiser_status_refunded = /** @type {(inputs: Organiser_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsada`)
};

const fr_organiser_status_refunded = /** @type {(inputs: Organiser_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursée`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Organiser_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_status_refunded = /** @type {((inputs?: Organiser_Status_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Status_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_status_refunded(inputs)
	if (locale === "fr") return fr_organiser_status_refunded(inputs)
	return en_organiser_status_refunded(inputs)
});
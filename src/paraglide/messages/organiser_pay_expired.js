/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Pay_ExpiredInputs */

const en_organiser_pay_expired = /** @type {(inputs: Organiser_Pay_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not completed`)
};

const es_organiser_pay_expired = /** @type {(inputs: Organiser_Pay_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No completado`)
};

const fr_organiser_pay_expired = /** @type {(inputs: Organiser_Pay_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non finalisé`)
};

/**
* | output |
* | --- |
* | "Not completed" |
*
* @param {Organiser_Pay_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_pay_expired = /** @type {((inputs?: Organiser_Pay_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Pay_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_pay_expired(inputs)
	if (locale === "fr") return fr_organiser_pay_expired(inputs)
	return en_organiser_pay_expired(inputs)
});
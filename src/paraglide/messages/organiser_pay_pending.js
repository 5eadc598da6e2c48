/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Pay_PendingInputs */

const en_organiser_pay_pending = /** @type {(inputs: Organiser_Pay_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const es_organiser_pay_pending = /** @type {(inputs: Organiser_Pay_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente`)
};

const fr_organiser_pay_pending = /** @type {(inputs: Organiser_Pay_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Organiser_Pay_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_pay_pending = /** @type {((inputs?: Organiser_Pay_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Pay_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_pay_pending(inputs)
	if (locale === "fr") return fr_organiser_pay_pending(inputs)
	return en_organiser_pay_pending(inputs)
});
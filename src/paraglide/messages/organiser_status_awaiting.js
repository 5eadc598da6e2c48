/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Status_AwaitingInputs */

const en_organiser_status_awaiting = /** @type {(inputs: Organiser_Status_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

const es_organiser_status_awaiting = /** @type {(inputs: Organiser_Status_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de pago`)
};

const fr_organiser_status_awaiting = /** @type {(inputs: Organiser_Status_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de paiement`)
};

/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Organiser_Status_AwaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_status_awaiting = /** @type {((inputs?: Organiser_Status_AwaitingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Status_AwaitingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_status_awaiting(inputs)
	if (locale === "fr") return fr_organiser_status_awaiting(inputs)
	return en_organiser_status_awaiting(inputs)
});
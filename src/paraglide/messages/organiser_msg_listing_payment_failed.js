/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Listing_Payment_FailedInputs */

const en_organiser_msg_listing_payment_failed = /** @type {(inputs: Organiser_Msg_Listing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to initiate payment. Please try again.`)
};

const es_organiser_msg_listing_payment_failed = /** @type {(inputs: Organiser_Msg_Listing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar el pago. Vuelve a intentarlo.`)
};

const fr_organiser_msg_listing_payment_failed = /** @type {(inputs: Organiser_Msg_Listing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de lancer le paiement. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to initiate payment. Please try again." |
*
* @param {Organiser_Msg_Listing_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_listing_payment_failed = /** @type {((inputs?: Organiser_Msg_Listing_Payment_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Listing_Payment_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_listing_payment_failed(inputs)
	if (locale === "fr") return fr_organiser_msg_listing_payment_failed(inputs)
	return en_organiser_msg_listing_payment_failed(inputs)
});
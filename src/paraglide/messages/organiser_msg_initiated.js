/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_InitiatedInputs */

const en_organiser_msg_initiated = /** @type {(inputs: Organiser_Msg_InitiatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Initiated: Booking payment setup for the business. Proceeding to payment...`)
};

const es_organiser_msg_initiated = /** @type {(inputs: Organiser_Msg_InitiatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserva iniciada: preparando el pago de la reserva con el negocio. Pasando al pago...`)
};

const fr_organiser_msg_initiated = /** @type {(inputs: Organiser_Msg_InitiatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation lancée : préparation du paiement auprès de l’établissement. Passage au paiement...`)
};

/**
* | output |
* | --- |
* | "Booking Initiated: Booking payment setup for the business. Proceeding to payment..." |
*
* @param {Organiser_Msg_InitiatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_initiated = /** @type {((inputs?: Organiser_Msg_InitiatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_InitiatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_initiated(inputs)
	if (locale === "fr") return fr_organiser_msg_initiated(inputs)
	return en_organiser_msg_initiated(inputs)
});
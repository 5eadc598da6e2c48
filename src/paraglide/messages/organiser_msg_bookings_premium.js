/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Bookings_PremiumInputs */

const en_organiser_msg_bookings_premium = /** @type {(inputs: Organiser_Msg_Bookings_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings are a premium listing feature. Upgrade to Premium to take bookings.`)
};

const es_organiser_msg_bookings_premium = /** @type {(inputs: Organiser_Msg_Bookings_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reservas son una función del listado Premium. Pásate a Premium para recibir reservas.`)
};

const fr_organiser_msg_bookings_premium = /** @type {(inputs: Organiser_Msg_Bookings_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les réservations sont réservées aux fiches Premium. Passez à Premium pour en recevoir.`)
};

/**
* | output |
* | --- |
* | "Bookings are a premium listing feature. Upgrade to Premium to take bookings." |
*
* @param {Organiser_Msg_Bookings_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_bookings_premium = /** @type {((inputs?: Organiser_Msg_Bookings_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Bookings_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_bookings_premium(inputs)
	if (locale === "fr") return fr_organiser_msg_bookings_premium(inputs)
	return en_organiser_msg_bookings_premium(inputs)
});
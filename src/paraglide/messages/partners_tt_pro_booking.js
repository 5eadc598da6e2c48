/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Pro_BookingInputs */

const en_partners_tt_pro_booking = /** @type {(inputs: Partners_Tt_Pro_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-time booking management with our trade desk`)
};

const es_partners_tt_pro_booking = /** @type {(inputs: Partners_Tt_Pro_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestión de reservas en tiempo real con nuestro departamento profesional`)
};

const fr_partners_tt_pro_booking = /** @type {(inputs: Partners_Tt_Pro_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion des réservations en temps réel avec notre service professionnel`)
};

/**
* | output |
* | --- |
* | "Real-time booking management with our trade desk" |
*
* @param {Partners_Tt_Pro_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_pro_booking = /** @type {((inputs?: Partners_Tt_Pro_BookingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Pro_BookingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_pro_booking(inputs)
	if (locale === "fr") return fr_partners_tt_pro_booking(inputs)
	return en_partners_tt_pro_booking(inputs)
});
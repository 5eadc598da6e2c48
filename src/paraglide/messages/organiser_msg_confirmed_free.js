/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Confirmed_FreeInputs */

const en_organiser_msg_confirmed_free = /** @type {(inputs: Organiser_Msg_Confirmed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking is confirmed. The details are in your email.`)
};

const es_organiser_msg_confirmed_free = /** @type {(inputs: Organiser_Msg_Confirmed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reserva está confirmada. Te enviamos los detalles por correo.`)
};

const fr_organiser_msg_confirmed_free = /** @type {(inputs: Organiser_Msg_Confirmed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation est confirmée. Vous trouverez les détails dans votre e-mail.`)
};

/**
* | output |
* | --- |
* | "Your booking is confirmed. The details are in your email." |
*
* @param {Organiser_Msg_Confirmed_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_confirmed_free = /** @type {((inputs?: Organiser_Msg_Confirmed_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Confirmed_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_confirmed_free(inputs)
	if (locale === "fr") return fr_organiser_msg_confirmed_free(inputs)
	return en_organiser_msg_confirmed_free(inputs)
});
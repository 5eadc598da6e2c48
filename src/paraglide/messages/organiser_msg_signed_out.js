/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Signed_OutInputs */

const en_organiser_msg_signed_out = /** @type {(inputs: Organiser_Msg_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unauthorized: You are logged out. Please sign in again.`)
};

const es_organiser_msg_signed_out = /** @type {(inputs: Organiser_Msg_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No autorizado: se cerró tu sesión. Vuelve a iniciar sesión.`)
};

const fr_organiser_msg_signed_out = /** @type {(inputs: Organiser_Msg_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non autorisé : vous êtes déconnecté. Veuillez vous reconnecter.`)
};

/**
* | output |
* | --- |
* | "Unauthorized: You are logged out. Please sign in again." |
*
* @param {Organiser_Msg_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_signed_out = /** @type {((inputs?: Organiser_Msg_Signed_OutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Signed_OutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_signed_out(inputs)
	if (locale === "fr") return fr_organiser_msg_signed_out(inputs)
	return en_organiser_msg_signed_out(inputs)
});
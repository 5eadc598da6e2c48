/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Login_RequiredInputs */

const en_organiser_msg_login_required = /** @type {(inputs: Organiser_Msg_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to book.`)
};

const es_organiser_msg_login_required = /** @type {(inputs: Organiser_Msg_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para reservar.`)
};

const fr_organiser_msg_login_required = /** @type {(inputs: Organiser_Msg_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour réserver.`)
};

/**
* | output |
* | --- |
* | "Please log in to book." |
*
* @param {Organiser_Msg_Login_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_login_required = /** @type {((inputs?: Organiser_Msg_Login_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Login_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_login_required(inputs)
	if (locale === "fr") return fr_organiser_msg_login_required(inputs)
	return en_organiser_msg_login_required(inputs)
});
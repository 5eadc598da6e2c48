/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Login_RequiredInputs */

const en_events_msg_login_required = /** @type {(inputs: Events_Msg_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to register for events.`)
};

const es_events_msg_login_required = /** @type {(inputs: Events_Msg_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para inscribirte en eventos.`)
};

const fr_events_msg_login_required = /** @type {(inputs: Events_Msg_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour vous inscrire aux événements.`)
};

/**
* | output |
* | --- |
* | "Please log in to register for events." |
*
* @param {Events_Msg_Login_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_login_required = /** @type {((inputs?: Events_Msg_Login_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Login_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_login_required(inputs)
	if (locale === "fr") return fr_events_msg_login_required(inputs)
	return en_events_msg_login_required(inputs)
});
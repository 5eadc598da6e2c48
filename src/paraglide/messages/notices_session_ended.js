/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Session_EndedInputs */

const en_notices_session_ended = /** @type {(inputs: Notices_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are logged out. Logging in again...`)
};

const es_notices_session_ended = /** @type {(inputs: Notices_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cerró tu sesión. Te llevamos a iniciar sesión de nuevo…`)
};

const fr_notices_session_ended = /** @type {(inputs: Notices_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin. Redirection vers la page de connexion…`)
};

/**
* | output |
* | --- |
* | "You are logged out. Logging in again..." |
*
* @param {Notices_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_session_ended = /** @type {((inputs?: Notices_Session_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Session_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_session_ended(inputs)
	if (locale === "fr") return fr_notices_session_ended(inputs)
	return en_notices_session_ended(inputs)
});
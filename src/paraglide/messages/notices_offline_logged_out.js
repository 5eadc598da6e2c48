/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Offline_Logged_OutInputs */

const en_notices_offline_logged_out = /** @type {(inputs: Notices_Offline_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are logged out: log in and try again.`)
};

const es_notices_offline_logged_out = /** @type {(inputs: Notices_Offline_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu sesión se cerró: inicia sesión e inténtalo de nuevo.`)
};

const fr_notices_offline_logged_out = /** @type {(inputs: Notices_Offline_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin : reconnectez-vous, puis réessayez.`)
};

/**
* | output |
* | --- |
* | "You are logged out: log in and try again." |
*
* @param {Notices_Offline_Logged_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_logged_out = /** @type {((inputs?: Notices_Offline_Logged_OutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_Logged_OutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_logged_out(inputs)
	if (locale === "fr") return fr_notices_offline_logged_out(inputs)
	return en_notices_offline_logged_out(inputs)
});
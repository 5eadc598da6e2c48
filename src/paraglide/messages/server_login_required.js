/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Login_RequiredInputs */

const en_server_login_required = /** @type {(inputs: Server_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Required`)
};

const es_server_login_required = /** @type {(inputs: Server_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión`)
};

const fr_server_login_required = /** @type {(inputs: Server_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

/**
* | output |
* | --- |
* | "Login Required" |
*
* @param {Server_Login_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_login_required = /** @type {((inputs?: Server_Login_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Login_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_login_required(inputs)
	if (locale === "fr") return fr_server_login_required(inputs)
	return en_server_login_required(inputs)
});
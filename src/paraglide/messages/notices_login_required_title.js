/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Login_Required_TitleInputs */

const en_notices_login_required_title = /** @type {(inputs: Notices_Login_Required_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Required`)
};

const es_notices_login_required_title = /** @type {(inputs: Notices_Login_Required_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitas iniciar sesión`)
};

const fr_notices_login_required_title = /** @type {(inputs: Notices_Login_Required_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion nécessaire`)
};

/**
* | output |
* | --- |
* | "Login Required" |
*
* @param {Notices_Login_Required_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_login_required_title = /** @type {((inputs?: Notices_Login_Required_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Login_Required_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_login_required_title(inputs)
	if (locale === "fr") return fr_notices_login_required_title(inputs)
	return en_notices_login_required_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Login_Required_TitleInputs */

const en_organiser_login_required_title = /** @type {(inputs: Organiser_Login_Required_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Required`)
};

const es_organiser_login_required_title = /** @type {(inputs: Organiser_Login_Required_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión requerido`)
};

const fr_organiser_login_required_title = /** @type {(inputs: Organiser_Login_Required_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

/**
* | output |
* | --- |
* | "Login Required" |
*
* @param {Organiser_Login_Required_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_login_required_title = /** @type {((inputs?: Organiser_Login_Required_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Login_Required_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_login_required_title(inputs)
	if (locale === "fr") return fr_organiser_login_required_title(inputs)
	return en_organiser_login_required_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Reset_TitleInputs */

const en_accounts_reset_title = /** @type {(inputs: Accounts_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const es_accounts_reset_title = /** @type {(inputs: Accounts_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablece tu contraseña`)
};

const fr_accounts_reset_title = /** @type {(inputs: Accounts_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe`)
};

/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Accounts_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_reset_title = /** @type {((inputs?: Accounts_Reset_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Reset_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_reset_title(inputs)
	if (locale === "fr") return fr_accounts_reset_title(inputs)
	return en_accounts_reset_title(inputs)
});
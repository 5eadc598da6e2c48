/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Fav_LoginInputs */

const en_notices_fav_login = /** @type {(inputs: Notices_Fav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to save favorites.`)
};

const es_notices_fav_login = /** @type {(inputs: Notices_Fav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar favoritos.`)
};

const fr_notices_fav_login = /** @type {(inputs: Notices_Fav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour enregistrer des favoris.`)
};

/**
* | output |
* | --- |
* | "Please log in to save favorites." |
*
* @param {Notices_Fav_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_fav_login = /** @type {((inputs?: Notices_Fav_LoginInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Fav_LoginInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_fav_login(inputs)
	if (locale === "fr") return fr_notices_fav_login(inputs)
	return en_notices_fav_login(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_TitleInputs */

const en_owner_title = /** @type {(inputs: Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Dashboard`)
};

const es_owner_title = /** @type {(inputs: Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de tu negocio`)
};

const fr_owner_title = /** @type {(inputs: Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord de l’établissement`)
};

/**
* | output |
* | --- |
* | "Business Dashboard" |
*
* @param {Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_title = /** @type {((inputs?: Owner_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_title(inputs)
	if (locale === "fr") return fr_owner_title(inputs)
	return en_owner_title(inputs)
});
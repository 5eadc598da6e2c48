/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Choose_CategoryInputs */

const en_owner_choose_category = /** @type {(inputs: Owner_Choose_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a category`)
};

const es_owner_choose_category = /** @type {(inputs: Owner_Choose_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una categoría`)
};

const fr_owner_choose_category = /** @type {(inputs: Owner_Choose_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une catégorie`)
};

/**
* | output |
* | --- |
* | "Choose a category" |
*
* @param {Owner_Choose_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_choose_category = /** @type {((inputs?: Owner_Choose_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Choose_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_choose_category(inputs)
	if (locale === "fr") return fr_owner_choose_category(inputs)
	return en_owner_choose_category(inputs)
});
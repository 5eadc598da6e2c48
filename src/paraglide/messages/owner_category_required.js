/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Category_RequiredInputs */

const en_owner_category_required = /** @type {(inputs: Owner_Category_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category *`)
};

const es_owner_category_required = /** @type {(inputs: Owner_Category_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categoría *`)
};

const fr_owner_category_required = /** @type {(inputs: Owner_Category_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégorie *`)
};

/**
* | output |
* | --- |
* | "Category *" |
*
* @param {Owner_Category_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_category_required = /** @type {((inputs?: Owner_Category_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Category_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_category_required(inputs)
	if (locale === "fr") return fr_owner_category_required(inputs)
	return en_owner_category_required(inputs)
});
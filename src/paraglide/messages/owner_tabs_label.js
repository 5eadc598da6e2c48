/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tabs_LabelInputs */

const en_owner_tabs_label = /** @type {(inputs: Owner_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business dashboard`)
};

const es_owner_tabs_label = /** @type {(inputs: Owner_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel del negocio`)
};

const fr_owner_tabs_label = /** @type {(inputs: Owner_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord de l’établissement`)
};

/**
* | output |
* | --- |
* | "Business dashboard" |
*
* @param {Owner_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tabs_label = /** @type {((inputs?: Owner_Tabs_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tabs_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tabs_label(inputs)
	if (locale === "fr") return fr_owner_tabs_label(inputs)
	return en_owner_tabs_label(inputs)
});
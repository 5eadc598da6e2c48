/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Group_TextInputs */

const en_partners_tt_group_text = /** @type {(inputs: Partners_Tt_Group_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guided walking and coach tours of Harlem's four neighborhoods for leisure groups.`)
};

const es_partners_tt_group_text = /** @type {(inputs: Partners_Tt_Group_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos guiados a pie y en autobús por los cuatro barrios de Harlem para grupos de ocio.`)
};

const fr_partners_tt_group_text = /** @type {(inputs: Partners_Tt_Group_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites guidées à pied et en autocar des quatre quartiers de Harlem pour les groupes de loisirs.`)
};

/**
* | output |
* | --- |
* | "Guided walking and coach tours of Harlem's four neighborhoods for leisure groups." |
*
* @param {Partners_Tt_Group_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_group_text = /** @type {((inputs?: Partners_Tt_Group_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Group_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_group_text(inputs)
	if (locale === "fr") return fr_partners_tt_group_text(inputs)
	return en_partners_tt_group_text(inputs)
});
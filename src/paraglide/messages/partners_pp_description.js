/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_DescriptionInputs */

const en_partners_pp_description = /** @type {(inputs: Partners_Pp_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner with the Harlem guide: four partnership levels from $200 a year, and an application answered within 2 business days.`)
};

const es_partners_pp_description = /** @type {(inputs: Partners_Pp_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asóciate con la guía de Harlem: cuatro niveles de asociación desde $200 al año y una respuesta a tu solicitud en 2 días hábiles.`)
};

const fr_partners_pp_description = /** @type {(inputs: Partners_Pp_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenez partenaire du guide de Harlem : quatre niveaux de partenariat à partir de 200 $ par an, et une réponse à votre candidature sous 2 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Partner with the Harlem guide: four partnership levels from $200 a year, and an application answered within 2 business days." |
*
* @param {Partners_Pp_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_description = /** @type {((inputs?: Partners_Pp_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_description(inputs)
	if (locale === "fr") return fr_partners_pp_description(inputs)
	return en_partners_pp_description(inputs)
});
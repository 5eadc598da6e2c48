/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Partners_Tt_Step_Verify_TextInputs */

const en_partners_tt_step_verify_text = /** @type {(inputs: Partners_Tt_Step_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our trade desk checks your business and confirms your partnership within ${i?.hours} hours.`)
};

const es_partners_tt_step_verify_text = /** @type {(inputs: Partners_Tt_Step_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuestro departamento profesional verifica tu empresa y confirma tu alianza en un plazo de ${i?.hours} horas.`)
};

const fr_partners_tt_step_verify_text = /** @type {(inputs: Partners_Tt_Step_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre service professionnel vérifie votre entreprise et confirme votre partenariat sous ${i?.hours} heures.`)
};

/**
* | output |
* | --- |
* | "Our trade desk checks your business and confirms your partnership within {hours} hours." |
*
* @param {Partners_Tt_Step_Verify_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_verify_text = /** @type {((inputs: Partners_Tt_Step_Verify_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_Verify_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_verify_text(inputs)
	if (locale === "fr") return fr_partners_tt_step_verify_text(inputs)
	return en_partners_tt_step_verify_text(inputs)
});
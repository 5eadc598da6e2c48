/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Corporate_TextInputs */

const en_partners_tt_corporate_text = /** @type {(inputs: Partners_Tt_Corporate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team outings, client evenings and off-site days with a Harlem flavor.`)
};

const es_partners_tt_corporate_text = /** @type {(inputs: Partners_Tt_Corporate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salidas de equipo, veladas con clientes y jornadas fuera de la oficina con sabor a Harlem.`)
};

const fr_partners_tt_corporate_text = /** @type {(inputs: Partners_Tt_Corporate_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorties d’équipe, soirées clients et séminaires aux couleurs de Harlem.`)
};

/**
* | output |
* | --- |
* | "Team outings, client evenings and off-site days with a Harlem flavor." |
*
* @param {Partners_Tt_Corporate_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_corporate_text = /** @type {((inputs?: Partners_Tt_Corporate_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Corporate_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_corporate_text(inputs)
	if (locale === "fr") return fr_partners_tt_corporate_text(inputs)
	return en_partners_tt_corporate_text(inputs)
});
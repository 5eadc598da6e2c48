/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Price_NoteInputs */

const en_plans_adm_price_note = /** @type {(inputs: Plans_Adm_Price_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A price change applies to new subscriptions only: current subscribers keep the price they signed up at.`)
};

const es_plans_adm_price_note = /** @type {(inputs: Plans_Adm_Price_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cambio de precio solo se aplica a las suscripciones nuevas: quienes ya están suscritos conservan su precio.`)
};

const fr_plans_adm_price_note = /** @type {(inputs: Plans_Adm_Price_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un changement de prix ne vaut que pour les nouveaux abonnements : les abonnés actuels gardent leur prix.`)
};

/**
* | output |
* | --- |
* | "A price change applies to new subscriptions only: current subscribers keep the price they signed up at." |
*
* @param {Plans_Adm_Price_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_price_note = /** @type {((inputs?: Plans_Adm_Price_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Price_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_price_note(inputs)
	if (locale === "fr") return fr_plans_adm_price_note(inputs)
	return en_plans_adm_price_note(inputs)
});
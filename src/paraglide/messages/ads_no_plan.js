/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_No_PlanInputs */

const en_ads_no_plan = /** @type {(inputs: Ads_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no partnership plan yet. A plan gives you monthly ad credit and lets you send ads for approval; you can write drafts already.`)
};

const es_ads_no_plan = /** @type {(inputs: Ads_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes un plan de socio. Un plan te da crédito mensual para anuncios y te permite enviarlos a aprobación; ya puedes escribir borradores.`)
};

const fr_ads_no_plan = /** @type {(inputs: Ads_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas encore de formule partenaire. Une formule vous donne un crédit publicitaire mensuel et permet de soumettre vos annonces ; vous pouvez déjà rédiger des brouillons.`)
};

/**
* | output |
* | --- |
* | "You have no partnership plan yet. A plan gives you monthly ad credit and lets you send ads for approval; you can write drafts already." |
*
* @param {Ads_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_no_plan = /** @type {((inputs?: Ads_No_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_No_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_no_plan(inputs)
	if (locale === "fr") return fr_ads_no_plan(inputs)
	return en_ads_no_plan(inputs)
});